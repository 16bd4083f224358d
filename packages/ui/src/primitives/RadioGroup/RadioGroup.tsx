import type { ReactNode } from 'react';
import { FieldError, Label, Radio as RACRadio, RadioGroup as RACRadioGroup, Text, type RadioGroupProps as RACRadioGroupProps, type RadioProps as RACRadioProps } from 'react-aria-components';
import { Box } from '../Box';
import { Text as TextRun } from '../Text';
import { sprinkles } from '../../theme';
import * as css from './RadioGroup.css';

export interface RadioGroupProps extends Omit<RACRadioGroupProps, 'className' | 'children' | 'style'> {
  /** Visible group label. */
  label: string;
  description?: string;
  errorMessage?: string;
  /** The `Radio`s. */
  children: ReactNode;
}

/**
 * A react-aria RadioGroup laid out as a column of tappable cards (store switch, survey choices), or with
 * `orientation="horizontal"` as a row that wraps (a short choice such as Insights' 'This store' / 'All my
 * stores'; arrow keys follow the row). Used by the store switch (§2.5), the survey's choices (§2.12) and
 * the spending at a glance (beyond the spec).
 */
export function RadioGroup({ label, description, errorMessage, children, ...props }: RadioGroupProps) {
  return (
    <RACRadioGroup {...props} className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xsmall' })}>
      <Label className={css.label}>{label}</Label>
      {description && <Text slot="description" className={css.description}>{description}</Text>}
      {props.orientation === 'horizontal' ? (
        <Box display="flex" flexWrap="wrap" gap="xsmall">
          {children}
        </Box>
      ) : (
        children
      )}
      <FieldError className={css.error}>{errorMessage}</FieldError>
    </RACRadioGroup>
  );
}

export interface RadioProps extends Omit<RACRadioProps, 'className' | 'children' | 'style'> {
  children: ReactNode;
  /** A second, quieter line (an address). */
  description?: ReactNode;
}

/** One option of a RadioGroup. State selectors: `data-selected`, `data-focus-visible`, `data-disabled`. */
export function Radio({ children, description, ...props }: RadioProps) {
  return (
    <RACRadio {...props} className={`${sprinkles({ display: 'flex', alignItems: 'center', gap: 'small', padding: 'small' })} ${css.radio}`}>
      <span className={css.dot} aria-hidden="true" />
      <Box as="span" display="flex" flexDirection="column" minWidth={0}>
        <span>{children}</span>
        {description && <TextRun size="small" tone="secondary">{description}</TextRun>}
      </Box>
    </RACRadio>
  );
}
