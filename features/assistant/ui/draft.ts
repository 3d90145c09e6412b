// A question handed to the panel (from search), with a counter so the same question twice fills the box again.
export interface Draft {
  text: string;
  seq: number;
}
