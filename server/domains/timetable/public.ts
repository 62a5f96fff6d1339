export { entryRowsSql } from './week/entries.service';
export { schoolPeriods } from './week/week.service';
