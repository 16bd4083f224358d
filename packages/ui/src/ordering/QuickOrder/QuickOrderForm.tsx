import { FieldError, FileTrigger, Label, Text, TextArea, TextField } from 'react-aria-components';
import { Inline, Stack } from '../../primitives/Box';
import { Button } from '../../primitives/Button';
import * as field from '../../primitives/TextField/TextField.css';
import * as css from './QuickOrder.css';

/** Props of `QuickOrderForm`. */
export interface QuickOrderFormProps {
  /** The lines as typed or pasted. */
  value: string;
  onChange: (value: string) => void;
  /** 'Check lines' pressed (or Ctrl/⌘ + Enter in the box). */
  onCheck: () => void;
  /** A CSV or text file chosen with 'Upload CSV'. */
  onFile: (file: File) => void;
  /** Said under the box, the box marked invalid: 'Paste or type at least one line.', a file that could not be read. */
  errorMessage?: string;
  /** While the catalogue loads or a file is read: 'Check lines' waits. */
  isPending?: boolean;
}

/**
 * Quick order's input: a box for lines of SKU or EAN and outers, typed, pasted from a
 * spreadsheet or an email, or filled from a CSV file ('Upload CSV'), then 'Check lines'. Nothing reaches
 * the cart from here: the report that follows says what would be added.
 * Beyond the spec (quick order, ADR 0027).
 */
export function QuickOrderForm({ value, onChange, onCheck, onFile, errorMessage, isPending = false }: QuickOrderFormProps) {
  return (
    <Stack
      as="form"
      gap="small"
      onSubmit={(event) => {
        event.preventDefault();
        onCheck();
      }}
    >
      <TextField className={field.field} value={value} onChange={onChange} isInvalid={!!errorMessage}>
        <Label className={field.label}>Lines to order</Label>
        <TextArea
          className={`${field.input} ${css.textArea}`}
          spellCheck={false}
          autoComplete="off"
          placeholder={'10012345 6\n5012345678900 2'}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              onCheck();
            }
          }}
        />
        <Text slot="description" className={field.description}>
          One product per line: its SKU or barcode (EAN), then the number of outers. Separate them with a space, a tab or a comma; paste straight
          from a spreadsheet or an email.
        </Text>
        <FieldError className={field.error}>{errorMessage}</FieldError>
      </TextField>
      <Inline gap="small">
        <Button type="submit" variant="primary" isPending={isPending}>
          Check lines
        </Button>
        <FileTrigger
          acceptedFileTypes={['.csv', 'text/csv', 'text/plain', '.txt']}
          onSelect={(files) => {
            const file = files?.[0];
            if (file) onFile(file);
          }}
        >
          <Button variant="secondary">Upload CSV</Button>
        </FileTrigger>
      </Inline>
    </Stack>
  );
}
