/** Whether this browser may show the app's notifications: granted, denied, not asked yet, or not supported. */
export type NotificationState = NotificationPermission | 'unsupported';

export function notificationState(
  scope: { Notification?: { permission: NotificationPermission } } = globalThis,
): NotificationState {
  return scope.Notification ? scope.Notification.permission : 'unsupported';
}
