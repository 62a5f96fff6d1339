export { schoolCalendar } from './calendar';
