import { useState } from 'react';
import { FieldError, Input, Label, Text, TextField as RACTextField, type TextFieldProps as RACTextFieldProps } from 'react-aria-components';
import { Box } from '../Box';
import { IconButton } from '../IconButton';
import * as css from './TextField.css';

export interface TextFieldProps extends Omit<RACTextFieldProps, 'className' | 'children' | 'style'> {
  /** Visible label: every control is labelled. */
  label: string;
  /** Help text under the input, linked by aria-describedby. */
  description?: string;
  /** Shown when `isInvalid` (or native validation fails): the spec's §5 messages. */
  errorMessage?: string;
  placeholder?: string;
}

/**
 * A labelled text input (react-aria TextField) with description and error message (§5). State
 * selectors on the input: `data-focused`, `data-invalid`, `data-disabled`.
 */
export function TextField({ label, description, errorMessage, placeholder, ...props }: TextFieldProps) {
  return (
    <RACTextField {...props} className={css.field}>
      <Label className={css.label}>
        {label}
        {props.isRequired && <span className={css.required} aria-hidden="true">*</span>}
      </Label>
      <Input className={css.input} placeholder={placeholder} />
      {description && <Text slot="description" className={css.description}>{description}</Text>}
      <FieldError className={css.error}>{errorMessage}</FieldError>
    </RACTextField>
  );
}

/**
 * A password input with a show/hide toggle (aria-pressed), so shopkeepers on a phone can check what
 * they typed. The toggle's name avoids the word 'password' so the field stays the only match for its
 * label. Same props as TextField, without `type`.
 */
export function PasswordField({ label, description, errorMessage, placeholder, ...props }: Omit<TextFieldProps, 'type'>) {
  const [isVisible, setVisible] = useState(false);
  return (
    <RACTextField {...props} type={isVisible ? 'text' : 'password'} className={css.field}>
      <Label className={css.label}>
        {label}
        {props.isRequired && <span className={css.required} aria-hidden="true">*</span>}
      </Label>
      <Box display="flex" className={css.inputGroup}>
        <Input className={`${css.input} ${css.inputWithButton}`} placeholder={placeholder} />
        <span className={css.inputButton}>
          <IconButton
            icon={isVisible ? 'eyeOff' : 'eye'}
            aria-label="Show what you typed"
            aria-pressed={isVisible}
            onPress={() => setVisible((v) => !v)}
            isDisabled={props.isDisabled}
          />
        </span>
      </Box>
      {description && <Text slot="description" className={css.description}>{description}</Text>}
      <FieldError className={css.error}>{errorMessage}</FieldError>
    </RACTextField>
  );
}
