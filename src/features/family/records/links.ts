/**
 * The family pages' addresses (hash routes, like the rest of the app). The child rides in the
 * search (`?child=ID`), as the family layout keeps it.
 */
export const examsHref = (childId: number) => `#/family/exams?child=${childId}`;
export const cardHref = (childId: number, cardId: number) => `#/family/card?child=${childId}&card=${cardId}`;
export const feesHref = (childId: number) => `#/family/fees?child=${childId}`;
export const receiptHref = (childId: number, number: number) => `#/family/receipt?child=${childId}&number=${number}`;
