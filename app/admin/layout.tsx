import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { AdminShell } from '@/components/admin/admin-shell';
import { requireStaff } from '@/lib/auth/server';
import { quotesWithUnreadReplies } from '@/lib/orders/server';
import '../globals.css';

export const metadata: Metadata = {
  title: { default: 'Shop console', template: '%s | Shop console' },
  robots: { index: false, follow: false },
};

export default async function AdminLayout({ children }: { children: ReactNode }) {
  // Each page and action checks again: a layout is not re-run on every navigation.
  const staff = await requireStaff();
  return (
    <AdminShell staffEmail={staff.email} unreadReplies={await quotesWithUnreadReplies()}>
      {children}
    </AdminShell>
  );
}
