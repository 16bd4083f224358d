import { Form as RACForm, type FormProps as RACFormProps } from 'react-aria-components';
import { sprinkles } from '../../theme';

export type FormProps = Omit<RACFormProps, 'className' | 'style'>;

/**
 * A react-aria Form: fields stacked 16 px apart. Validation defaults to `aria` so the spec's §5
 * messages (from `@trade-portal/domain`) show instead of the browser's bubbles; pass
 * `validationErrors` for server errors keyed by field name.
 */
export function Form({ validationBehavior = 'aria', ...props }: FormProps) {
  return <RACForm {...props} validationBehavior={validationBehavior} className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'medium', minWidth: 0 })} />;
}
