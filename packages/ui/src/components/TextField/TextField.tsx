import { FieldError, Input, Label, Text, TextField as RACTextField, type TextFieldProps as RACTextFieldProps } from 'react-aria-components';
import * as css from './TextField.css';

export interface TextFieldProps extends Omit<RACTextFieldProps, 'className' | 'children'> {
  /** Visible label (every control is labelled). */
  label: string;
  description?: string;
  /** Shown when `isInvalid`; the spec's §5 messages. */
  errorMessage?: string;
  placeholder?: string;
}

/** A labelled text input (react-aria TextField) with description and error (§5). States: `data-invalid`, `data-disabled`. */
export function TextField({ label, description, errorMessage, placeholder, ...props }: TextFieldProps) {
  return (
    <RACTextField {...props} className={css.field}>
      <Label className={css.label}>{label}</Label>
      <Input className={css.input} placeholder={placeholder} />
      {description && <Text slot="description" className={css.description}>{description}</Text>}
      <FieldError className={css.error}>{errorMessage}</FieldError>
    </RACTextField>
  );
}

/** A password field: a TextField of type password. */
export function PasswordField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField {...props} type="password" />;
}
