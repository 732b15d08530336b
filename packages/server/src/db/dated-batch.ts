/**
 * One batch or page of a report dated by `date` (misc and GPAIS): after the last row read, by date
 * then id, or `offset` rows into the range for a page the screen asks for.
 */
export interface DatedBatch {
  after: { date: string; id: number } | null;
  limit: number;
  offset?: number;
}
