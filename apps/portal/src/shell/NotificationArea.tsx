/** §2.5, §9: the notification strip under the header. Placeholder. */
export default function NotificationArea() {
  return null;
}
