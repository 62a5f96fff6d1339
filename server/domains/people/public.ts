export { requireOwnImage } from './images/image-owner';
export { employeeName, sectionName, studentFullname } from './names';
export { enrolledOnDay, enrolmentAlias, enrolmentInForce, schoolToday, schoolTodayOf, schoolTodaySql, YEAR_END_OUTCOMES } from './students/enrolment';
export { latestEnrolmentIn, latestEnrolmentOf, studentCards, studentSearch } from './students/student-card';
