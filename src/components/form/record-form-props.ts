/** What a form that adds or edits one record takes: the row being edited (none when adding), the save in progress, and what to do with the input. */
export interface RecordFormProps<Row, Input> {
  initial?: Row;
  pending: boolean;
  onSubmit: (input: Input) => void;
  onCancel: () => void;
}
