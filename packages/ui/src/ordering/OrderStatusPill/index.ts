export { OrderStatusPill, orderStatusTones, type OrderStatusPillProps } from './OrderStatusPill';
export { DeliveryNote, type DeliveryNoteProps } from './DeliveryNote';
