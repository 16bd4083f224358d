import { Dialog as RACDialog, Heading, Link as RACLink } from 'react-aria-components';
import { button } from '../../primitives/Button/Button.css';
import { Icon } from '../../primitives/Icon';
import { IconButton } from '../../primitives/IconButton';
import { Modal } from '../../primitives/Modal';
import * as css from './CreateOrderDialog.css';

/** A retailer's words about the stock card, for the testimonial panel (§2.6). */
export interface Testimonial {
  /** The quote, without quotation marks. */
  quote: string;
  /** Who said it. */
  name: string;
  /** Their shop and town. */
  shop: string;
}

/** The testimonial shown when none is given: fictional, like every demo name. */
export const defaultTestimonial: Testimonial = {
  quote: 'My weekly order used to take twenty minutes. With the stock card it is done before the shop opens.',
  name: 'Mary Collins',
  shop: 'Collins Newsagents, Tralee',
};

/** Props of {@link CreateOrderDialog}. */
export interface CreateOrderDialogProps {
  isOpen: boolean;
  /** Called with false when closed by the close button, Escape or a click outside; and when a link inside is followed. */
  onOpenChange: (isOpen: boolean) => void;
  /** @default defaultTestimonial */
  testimonial?: Testimonial;
  /** 'Create Order' goes here. @default '/stock-card' */
  stockCardHref?: string;
  /** 'What is this?' opens this in a new tab. @default '/videos' */
  videosHref?: string;
  /** 'View Product List' goes here. @default '/place-order' */
  placeOrderHref?: string;
  /** When given, 'What is this?' calls this (to open the video popup, §2.10) instead of opening `videosHref`. */
  onWhatIsThis?: () => void;
}

/** The implementation of `CreateOrderDialog` in `./CreateOrderDialog.tsx`, loaded at the first interaction. */
export function CreateOrderDialog({
  isOpen, onOpenChange, testimonial = defaultTestimonial, stockCardHref = '/stock-card', videosHref = '/videos', placeOrderHref = '/place-order',
}: CreateOrderDialogProps) {
  const close = () => onOpenChange(false);
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange}>
      <RACDialog className={css.dialog} data-create-order="">
        <div className={css.head}>
          <Heading slot="title" className={css.title}>How would you like to order?</Heading>
          <IconButton icon="close" aria-label="Close" onPress={close} />
        </div>
        <p className={css.body}>
          <span className={css.star}><Icon name="star" size={18} filled /></span>
          Your stock card lists the products you order every week: set the quantities and your order is ready.
        </p>
        <figure className={css.testimonial}>
          <blockquote className={css.quote}>“{testimonial.quote}”</blockquote>
          <figcaption className={css.caption}>
            <span className={css.name}>{testimonial.name}</span>, {testimonial.shop}
          </figcaption>
        </figure>
        <div className={css.actions}>
          <RACLink href={videosHref} target="_blank" rel="noopener" className={`${button({ variant: 'quiet', tone: 'accent' })} ${css.whatIsThis}`}>
            What is this?<span className={css.hint}> (opens in a new tab)</span>
          </RACLink>
          <RACLink href={placeOrderHref} onPress={close} className={button({ variant: 'secondary', tone: 'accent' })}>View Product List</RACLink>
          <RACLink href={stockCardHref} onPress={close} className={button({ variant: 'primary', tone: 'accent' })}>Create Order</RACLink>
        </div>
      </RACDialog>
    </Modal>
  );
}
