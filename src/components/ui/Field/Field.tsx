import { type ReactNode, useId } from "react";
import { classNames } from "../../../utils/class-names";
import * as styles from "./Field.module.css";

/** What a form control inside a `Field` needs: its id and how it is described. */
export interface FieldControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

interface FieldProps {
  label: string;
  /** Shown after the label, e.g. "(optional)". */
  labelNote?: string | undefined;
  /**
   * The hint shown when the value is not valid, null while it is valid; leave it out for a field
   * that never has one. A field that can have one keeps room for it, so nothing moves when it shows
   * (null keeps that room for a field that never has one too, to space it as the others).
   */
  hint?: string | null;
  /**
   * The longest hint the field can show: the slot keeps its height (two lines of a long hint on a
   * phone) while no hint shows, so a hint appearing moves nothing below it, such as the button a
   * finger is pressing. Without it, the slot keeps one line.
   */
  longestHint?: string;
  children: (control: FieldControlProps) => ReactNode;
  className?: string;
}

/**
 * A form field: a visible label, the control, and a hint that, when shown, marks the control
 * `aria-invalid` and describes it through `aria-describedby`.
 */
export function Field({ label, labelNote, hint, longestHint, children, className }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={className ?? styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {labelNote ? <span className={styles.note}> {labelNote}</span> : null}
      </label>
      {children({
        id,
        "aria-invalid": hint ? true : undefined,
        "aria-describedby": hint ? hintId : undefined,
      })}
      {hint === undefined ? null : (
        <div className={styles.hintSlot}>
          {longestHint ? (
            <span className={classNames(styles.hint, styles.room)} aria-hidden="true">
              {longestHint}
            </span>
          ) : null}
          {hint ? (
            <p id={hintId} className={styles.hint}>
              {hint}
            </p>
          ) : null}
        </div>
      )}
    </div>
  );
}
