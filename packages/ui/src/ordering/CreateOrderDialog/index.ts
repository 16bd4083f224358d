export { CreateOrderDialog, type CreateOrderDialogProps, type Testimonial } from './CreateOrderDialog';
