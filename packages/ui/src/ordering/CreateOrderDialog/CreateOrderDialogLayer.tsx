import { Button as RACButton, Dialog as RACDialog, Heading, Link as RACLink } from 'react-aria-components';
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

/** Props of `CreateOrderDialog`. */
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
  /**
   * When given, 'What is this?' is a button: the dialog closes (as when a link inside is followed) and
   * this is called, to show the explainer in the §2.10 video popup. Without it, 'What is this?' opens
   * `videosHref` in a new tab (§2.6's words), the fallback where no popup is at hand.
   */
  onWhatIsThis?: () => void;
}

/** The implementation of `CreateOrderDialog` in `./CreateOrderDialog.tsx`, loaded at the first interaction. */
export function CreateOrderDialog({
  isOpen, onOpenChange, testimonial = defaultTestimonial, stockCardHref = '/stock-card', videosHref = '/videos', placeOrderHref = '/place-order', onWhatIsThis,
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
          {onWhatIsThis ? (
            <RACButton
              onPress={() => {
                close();
                onWhatIsThis();
              }}
              className={`${button({ variant: 'quiet', tone: 'accent' })} ${css.whatIsThis}`}
              data-what-is-this="popup"
            >
              What is this?
            </RACButton>
          ) : (
            <RACLink href={videosHref} target="_blank" rel="noopener" className={`${button({ variant: 'quiet', tone: 'accent' })} ${css.whatIsThis}`} data-what-is-this="link">
              What is this?<span className={css.hint}> (opens in a new tab)</span>
            </RACLink>
          )}
          <RACLink href={placeOrderHref} onPress={close} className={button({ variant: 'secondary', tone: 'accent' })}>View Product List</RACLink>
          <RACLink href={stockCardHref} onPress={close} className={button({ variant: 'primary', tone: 'accent' })}>Create Order</RACLink>
        </div>
      </RACDialog>
    </Modal>
  );
}
