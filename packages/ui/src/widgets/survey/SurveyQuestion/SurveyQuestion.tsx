import { useEffect, useId, useRef, type FormEvent } from 'react';
import {
  CheckboxGroup, Label, Radio as RACRadio, RadioGroup as RACRadioGroup, Text, TextArea, TextField,
} from 'react-aria-components';
import { RATING_MAX, RATING_MIN, SurveyQuestionType } from '@trade-portal/domain';
import type { components } from '@trade-portal/api-client';
import { sprinkles, visuallyHidden } from '../../../theme';
import { Box, Stack } from '../../../primitives/Box';
import { Button } from '../../../primitives/Button';
import { Checkbox } from '../../../primitives/Checkbox';
import { InlineMessage } from '../../../primitives/InlineMessage';
import { Radio } from '../../../primitives/RadioGroup';
import { Text as TextRun } from '../../../primitives/Text';
import * as css from './SurveyQuestion.css';

/**
 * The fields of a survey question (§3 Survey) the widget shows: `Type` 1 choice, 2 rating 1–5, 3 free text
 * (`SurveyQuestionType` of the domain); a choice question is multiple when `MultipleSelections`.
 */
export type SurveyQuestionData = Pick<components['schemas']['SurveyQuestion'], 'QuestionId' | 'Text' | 'Type' | 'MultipleSelections' | 'Answers'>;

/** The rating scale's words at its ends (§5: from 1 Poor to 5 Excellent). */
export const ratingWords = { [RATING_MIN]: 'Poor', [RATING_MAX]: 'Excellent' } as const satisfies Readonly<Record<number, string>>;

/** Props of `SurveyQuestion`: the question, the draft answer held by the caller, and its callbacks. */
export interface SurveyQuestionProps {
  question: SurveyQuestionData;
  /** Where the survey is: question `current` (1-based) of `total`. */
  progress: { current: number; total: number };
  /** Most answers a multiple choice takes (MaxSelections, 2 when the server gives none, §5); ignored otherwise. */
  maxSelections: number;
  /** Chosen AnswerIds of a choice question. */
  selected: readonly number[];
  /** The rating 1–5 of a rating question, or null before one is chosen. */
  rating: number | null;
  /** The free text as typed (line breaks are turned into spaces when it is sent, not here). */
  text: string;
  /** The draft is an answer by §5's rules, so Next is enabled. */
  canContinue: boolean;
  /** The answer is being sent: the controls are read-only and Next shows a spinner. @default false */
  isPending?: boolean;
  /** The server's Message of a refused answer (400), shown above Next as an alert. */
  errorMessage?: string | null;
  /** A choice pressed: the AnswerId to choose (single), or to add or remove (multiple). */
  onSelect: (answerId: number) => void;
  /** A rating chosen, 1–5. */
  onRate: (value: number) => void;
  /** The free text changed. */
  onTextChange: (text: string) => void;
  /** Next pressed (or Enter in the form) with a complete answer. */
  onNext: () => void;
  /**
   * Move focus to the first answer when the question appears, so a keyboard or screen-reader user lands
   * on the new question (read with its group label) instead of on a Next button that went away.
   * @default false
   */
  autoFocus?: boolean;
}

/**
 * One survey question of the side panel (§2.12, §5): a 'Question N of M' progressbar, then the question as
 * the label of its group, by type:
 * - single choice: a RadioGroup of the answers;
 * - multiple choice: a CheckboxGroup; once `maxSelections` answers are chosen the other boxes are disabled,
 *   and the hint 'Choose up to N' under the question says why (`data-at-max` on the group);
 * - rating: a RadioGroup of 1–5 in a row, 'Poor' and 'Excellent' shown at its ends (the end radios are named
 *   '1 Poor' and '5 Excellent', the others by their number);
 * - free text: a TextArea labelled by the question.
 * Next is disabled until `canContinue`; while `isPending` it shows a spinner and the controls are disabled.
 * With `autoFocus` the first answer takes focus when the question appears.
 * The form carries `data-question-type` (`single`, `multiple`, `rating`, `text`) and `data-pending`.
 */
export function SurveyQuestion(props: SurveyQuestionProps) {
  const { question, progress, canContinue, isPending = false, errorMessage, onNext, autoFocus = false } = props;
  const kind = questionKind(question);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (autoFocus) formRef.current?.querySelector<HTMLElement>('input:not([disabled]), textarea')?.focus();
    // On mount only: a question keeps its focus while it is answered.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const progressLabelId = useId();
  const progressText = `Question ${progress.current} of ${progress.total}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canContinue && !isPending) onNext();
  };
  return (
    <Stack as="form" gap="medium" minWidth={0} ref={formRef} onSubmit={submit} data-question-type={kind} data-pending={isPending || undefined} aria-busy={isPending || undefined}>
      {/* WAI-ARIA's progressbar by hand: react-aria-components' ProgressBar would bring its number
          formatting into the first download of every page (its module is shared with Button). */}
      <Stack gap="xxsmall" role="progressbar" aria-labelledby={progressLabelId} aria-valuemin={0} aria-valuemax={progress.total} aria-valuenow={progress.current} aria-valuetext={progressText}>
        <TextRun size="small" weight="medium" tone="secondary" id={progressLabelId}>{progressText}</TextRun>
        <div className={css.progressTrack}>
          <div className={css.progressFill} style={{ width: `${progress.total > 0 ? (progress.current / progress.total) * 100 : 0}%` }} />
        </div>
      </Stack>
      <QuestionControl {...props} kind={kind} isPending={isPending} />
      {errorMessage && <InlineMessage tone="critical">{errorMessage}</InlineMessage>}
      <Box display="flex" justifyContent="flex-end" gap="small">
        <Button type="submit" isDisabled={!canContinue} isPending={isPending}>Next</Button>
      </Box>
    </Stack>
  );
}

type QuestionKind = 'single' | 'multiple' | 'rating' | 'text';

function questionKind(question: SurveyQuestionData): QuestionKind {
  if (question.Type === SurveyQuestionType.Rating) return 'rating';
  if (question.Type === SurveyQuestionType.FreeText) return 'text';
  return question.MultipleSelections ? 'multiple' : 'single';
}

/** A question's group: its label, then its answers 8 px apart. */
const groupClass = `${sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xsmall' })} ${css.group}`;

function QuestionControl({ kind, question, maxSelections, selected, rating, text, isPending, onSelect, onRate, onTextChange }: SurveyQuestionProps & { kind: QuestionKind; isPending: boolean }) {
  switch (kind) {
    case 'single':
      return (
        <RACRadioGroup className={groupClass} value={selected[0] != null ? String(selected[0]) : null} onChange={(v) => onSelect(Number(v))} isDisabled={isPending}>
          <Label className={css.question}>{question.Text}</Label>
          {question.Answers.map((a) => <Radio key={a.AnswerId} value={String(a.AnswerId)}>{a.Text}</Radio>)}
        </RACRadioGroup>
      );
    case 'multiple': {
      const atMax = selected.length >= maxSelections;
      return (
        <CheckboxGroup
          className={groupClass}
          value={selected.map(String)}
          // The machine toggles one answer at a time: send the one that changed.
          onChange={(values) => {
            const next = values.map(Number);
            const changed = next.find((id) => !selected.includes(id)) ?? selected.find((id) => !next.includes(id));
            if (changed != null) onSelect(changed);
          }}
          isDisabled={isPending}
          data-at-max={atMax || undefined}
        >
          <Label className={css.question}>{question.Text}</Label>
          <Text slot="description" className={atMax ? `${css.hint} ${css.hintAtMax}` : css.hint}>
            Choose up to {maxSelections}
          </Text>
          {question.Answers.map((a) => (
            <div key={a.AnswerId} className={css.choice}>
              <Checkbox value={String(a.AnswerId)} isDisabled={atMax && !selected.includes(a.AnswerId)}>{a.Text}</Checkbox>
            </div>
          ))}
        </CheckboxGroup>
      );
    }
    case 'rating':
      return (
        <RACRadioGroup className={groupClass} orientation="horizontal" value={rating != null ? String(rating) : null} onChange={(v) => onRate(Number(v))} isDisabled={isPending}>
          <Label className={css.question}>{question.Text}</Label>
          <div className={css.ratingRow}>
            {Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i).map((value) => (
              <RACRadio key={value} value={String(value)} className={`${sprinkles({ display: 'flex', alignItems: 'center', justifyContent: 'center' })} ${css.ratingOption}`}>
                {value}
                {value in ratingWords && <span className={visuallyHidden}> {ratingWords[value as keyof typeof ratingWords]}</span>}
              </RACRadio>
            ))}
          </div>
          {/* The words at the ends, seen; each radio's name already says its word. */}
          <TextRun as="div" size="small" tone="secondary" display="flex" justifyContent="space-between" aria-hidden="true">
            <span>{ratingWords[RATING_MIN]}</span>
            <span>{ratingWords[RATING_MAX]}</span>
          </TextRun>
        </RACRadioGroup>
      );
    case 'text':
      return (
        <TextField className={groupClass} value={text} onChange={onTextChange} isDisabled={isPending}>
          <Label className={css.question}>{question.Text}</Label>
          <TextArea className={css.textArea} rows={4} />
        </TextField>
      );
  }
}
