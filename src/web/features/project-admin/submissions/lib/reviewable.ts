/** The statuses a review may act on (the server answers SUBMISSION_NOT_REVIEWABLE for the others). */
export const reviewable = (status: string | undefined) =>
  status === 'submitted' || status === 'needs_fix' || status === 'approved';
