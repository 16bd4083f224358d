import type { ReactNode } from 'react';
import { Checkbox as RACCheckbox, type CheckboxProps as RACCheckboxProps } from 'react-aria-components';
import { Box } from '../Box';
import { Icon } from '../Icon';
import { sprinkles } from '../../theme';
import * as css from './Checkbox.css';

export interface CheckboxProps extends Omit<RACCheckboxProps, 'className' | 'children' | 'style'> {
  /** The visible label. */
  children: ReactNode;
}

/**
 * A react-aria Checkbox with a 24 px box inside a 44 px tall target (terms, account details). State
 * selectors: `data-selected`, `data-indeterminate`, `data-focus-visible`, `data-invalid`, `data-disabled`.
 * Used by registration's terms (§5), account details and the usual order's lines; looks per docs/design.md. The
 * brand filter draws native checkboxes of the same look (its rows mount with the drawer, ADR 0037).
 */
export function Checkbox({ children, ...props }: CheckboxProps) {
  return (
    <RACCheckbox {...props} className={`${sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'small' })} ${css.checkbox}`}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <Box as="span" display="inline-flex" alignItems="center" justifyContent="center" flexShrink={0} className={css.box}>
            {isIndeterminate ? <span className={css.dash} /> : isSelected ? <Icon name="check" size={16} /> : null}
          </Box>
          {children}
        </>
      )}
    </RACCheckbox>
  );
}
