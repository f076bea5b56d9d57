'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { NOTIFICATION_DISMISS_MS } from '@/lib/constants';
import { notificationTitles } from '@/lib/validation';

/** Spec §3 Notification. */
export type Notification = { isSuccess: boolean; message: string };

type NotificationContextValue = {
  notification: Notification | undefined;
  notify: (notification: Notification) => void;
  dismiss: () => void;
};

const NotificationContext = createContext<NotificationContextValue | undefined>(undefined);

/** Holds the one current notification; it clears itself 7000 ms after being set (spec §4). */
export function NotificationProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<{ notification: Notification; id: number } | undefined>();

  useEffect(() => {
    if (!current) return;
    const timer = setTimeout(() => setCurrent(undefined), NOTIFICATION_DISMISS_MS);
    return () => clearTimeout(timer);
  }, [current]);

  const notify = useCallback(
    (notification: Notification) => setCurrent({ notification, id: Date.now() }),
    [],
  );
  const dismiss = useCallback(() => setCurrent(undefined), []);
  const value = useMemo(
    () => ({ notification: current?.notification, notify, dismiss }),
    [current, notify, dismiss],
  );

  return <NotificationContext.Provider value={value}>{children}</NotificationContext.Provider>;
}

export function useNotification(): NotificationContextValue {
  const value = useContext(NotificationContext);
  if (!value) throw new Error('useNotification must be used inside NotificationProvider');
  return value;
}

/**
 * The banner. Both live regions stay in the page so screen readers announce what is put
 * in them: success politely (status), failure at once (alert).
 */
export function NotificationBanner() {
  const { notification, dismiss } = useNotification();
  const success = notification?.isSuccess === true;
  const failure = notification?.isSuccess === false;

  return (
    <div className="mx-auto w-full max-w-7xl px-4">
      <div role="status">{success && <BannerBody notification={notification} onClose={dismiss} />}</div>
      <div role="alert">{failure && <BannerBody notification={notification} onClose={dismiss} />}</div>
    </div>
  );
}

function BannerBody({ notification, onClose }: { notification: Notification; onClose: () => void }) {
  const title = notification.isSuccess ? notificationTitles.success : notificationTitles.failure;
  const tone = notification.isSuccess
    ? 'border-green-700 bg-green-50 text-green-900'
    : 'border-red-700 bg-red-50 text-red-900';
  return (
    <div
      className={`mt-4 flex items-start gap-4 rounded-lg border-l-4 p-4 shadow-sm ${tone}`}
      data-testid="notification"
    >
      <div className="flex-1">
        <p className="font-semibold">{title}</p>
        <p>{notification.message}</p>
      </div>
      <button
        type="button"
        onClick={onClose}
        className="rounded p-1 text-current hover:bg-black/5"
        aria-label="Close notification"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
          <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z" />
        </svg>
      </button>
    </div>
  );
}
