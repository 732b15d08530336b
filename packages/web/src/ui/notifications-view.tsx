// Mantine's notifications in a module of their own, for ui/notifications-host.tsx to load lazily:
// the rest of the app imports only their store (`notifications.show`).
export { Notifications as default } from '@mantine/notifications';
