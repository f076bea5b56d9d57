/**
 * Spec §3 Notification: the banner's title for a success and for a failure. Apart from
 * ./messages because the banner is on every page: importing that whole catalogue of messages
 * would ship all of it with each one.
 */
export const notificationTitles = { success: 'Success', failure: 'Uh-oh!' } as const;
