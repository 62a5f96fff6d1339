-- The Citus shape (issue 34 step 4, ADR 044): every primary key, unique key and reference of a
-- school's table leads with school_id. Ids stay identities, unique across the install.
-- Hand-ordered: drizzle-kit cannot drop a primary key, nor one that references hang on.
-- References to another school table are dropped first: they hang on the keys that change.
ALTER TABLE "users" DROP CONSTRAINT "users_employee_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "classes" DROP CONSTRAINT "classes_next_class_id_classes_id_fk";
--> statement-breakpoint
ALTER TABLE "section_subjects" DROP CONSTRAINT "section_subjects_section_id_sections_id_fk";
--> statement-breakpoint
ALTER TABLE "section_subjects" DROP CONSTRAINT "section_subjects_subject_id_subjects_id_fk";
--> statement-breakpoint
ALTER TABLE "section_subjects" DROP CONSTRAINT "section_subjects_teacher_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "sections" DROP CONSTRAINT "sections_academic_year_id_academic_years_id_fk";
--> statement-breakpoint
ALTER TABLE "sections" DROP CONSTRAINT "sections_class_id_classes_id_fk";
--> statement-breakpoint
ALTER TABLE "sections" DROP CONSTRAINT "sections_room_id_rooms_id_fk";
--> statement-breakpoint
ALTER TABLE "sections" DROP CONSTRAINT "sections_teacher_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "subject_classes" DROP CONSTRAINT "subject_classes_subject_id_subjects_id_fk";
--> statement-breakpoint
ALTER TABLE "subject_classes" DROP CONSTRAINT "subject_classes_class_id_classes_id_fk";
--> statement-breakpoint
ALTER TABLE "user_classes" DROP CONSTRAINT "user_classes_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "user_classes" DROP CONSTRAINT "user_classes_class_id_classes_id_fk";
--> statement-breakpoint
ALTER TABLE "enrolments" DROP CONSTRAINT "enrolments_student_id_students_id_fk";
--> statement-breakpoint
ALTER TABLE "enrolments" DROP CONSTRAINT "enrolments_academic_year_id_academic_years_id_fk";
--> statement-breakpoint
ALTER TABLE "enrolments" DROP CONSTRAINT "enrolments_class_id_classes_id_fk";
--> statement-breakpoint
ALTER TABLE "enrolments" DROP CONSTRAINT "enrolments_section_id_sections_id_fk";
--> statement-breakpoint
ALTER TABLE "performance_notes" DROP CONSTRAINT "performance_notes_student_id_students_id_fk";
--> statement-breakpoint
ALTER TABLE "performance_notes" DROP CONSTRAINT "performance_notes_author_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "students" DROP CONSTRAINT "students_parent_id_parents_id_fk";
--> statement-breakpoint
ALTER TABLE "accounts" DROP CONSTRAINT "accounts_parent_fk";
--> statement-breakpoint
ALTER TABLE "closed_periods" DROP CONSTRAINT "closed_periods_closed_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "journal_entries" DROP CONSTRAINT "journal_entries_author_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "journal_entries" DROP CONSTRAINT "journal_entries_reverses_fk";
--> statement-breakpoint
ALTER TABLE "journal_lines" DROP CONSTRAINT "journal_lines_student_id_students_id_fk";
--> statement-breakpoint
ALTER TABLE "journal_lines" DROP CONSTRAINT "journal_lines_employee_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "journal_lines" DROP CONSTRAINT "journal_lines_entry_fk";
--> statement-breakpoint
ALTER TABLE "journal_lines" DROP CONSTRAINT "journal_lines_account_fk";
--> statement-breakpoint
ALTER TABLE "checks" DROP CONSTRAINT "checks_bank_account_fk";
--> statement-breakpoint
ALTER TABLE "checks" DROP CONSTRAINT "checks_entry_fk";
--> statement-breakpoint
ALTER TABLE "checks" DROP CONSTRAINT "checks_void_entry_fk";
--> statement-breakpoint
ALTER TABLE "payment_allocations" DROP CONSTRAINT "payment_allocations_student_id_students_id_fk";
--> statement-breakpoint
ALTER TABLE "payment_allocations" DROP CONSTRAINT "payment_allocations_payment_fk";
--> statement-breakpoint
ALTER TABLE "payment_allocations" DROP CONSTRAINT "payment_allocations_charge_fk";
--> statement-breakpoint
ALTER TABLE "receipts" DROP CONSTRAINT "receipts_student_id_students_id_fk";
--> statement-breakpoint
ALTER TABLE "receipts" DROP CONSTRAINT "receipts_entry_fk";
--> statement-breakpoint
ALTER TABLE "deductions" DROP CONSTRAINT "deductions_employee_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "payroll_runs" DROP CONSTRAINT "payroll_runs_generated_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "payroll_runs" DROP CONSTRAINT "payroll_runs_entry_fk";
--> statement-breakpoint
ALTER TABLE "payroll_runs" DROP CONSTRAINT "payroll_runs_cancel_entry_fk";
--> statement-breakpoint
ALTER TABLE "payslip_items" DROP CONSTRAINT "payslip_items_payslip_id_payslips_id_fk";
--> statement-breakpoint
ALTER TABLE "payslip_items" DROP CONSTRAINT "payslip_items_recovery_id_recoveries_id_fk";
--> statement-breakpoint
ALTER TABLE "payslip_items" DROP CONSTRAINT "payslip_items_instalment_id_recovery_instalments_id_fk";
--> statement-breakpoint
ALTER TABLE "payslip_items" DROP CONSTRAINT "payslip_items_deduction_id_deductions_id_fk";
--> statement-breakpoint
ALTER TABLE "payslips" DROP CONSTRAINT "payslips_run_id_payroll_runs_id_fk";
--> statement-breakpoint
ALTER TABLE "payslips" DROP CONSTRAINT "payslips_employee_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "payslips" DROP CONSTRAINT "payslips_paid_entry_fk";
--> statement-breakpoint
ALTER TABLE "recoveries" DROP CONSTRAINT "recoveries_employee_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "recoveries" DROP CONSTRAINT "recoveries_account_fk";
--> statement-breakpoint
ALTER TABLE "recoveries" DROP CONSTRAINT "recoveries_entry_fk";
--> statement-breakpoint
ALTER TABLE "recovery_instalments" DROP CONSTRAINT "recovery_instalments_recovery_id_recoveries_id_fk";
--> statement-breakpoint
ALTER TABLE "bus_assignments" DROP CONSTRAINT "bus_assignments_student_id_students_id_fk";
--> statement-breakpoint
ALTER TABLE "bus_assignments" DROP CONSTRAINT "bus_assignments_bus_id_buses_id_fk";
--> statement-breakpoint
ALTER TABLE "bus_assignments" DROP CONSTRAINT "bus_assignments_category_id_bus_fee_categories_id_fk";
--> statement-breakpoint
ALTER TABLE "bus_assignments" DROP CONSTRAINT "bus_assignments_created_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "bus_charges" DROP CONSTRAINT "bus_charges_student_id_students_id_fk";
--> statement-breakpoint
ALTER TABLE "bus_charges" DROP CONSTRAINT "bus_charges_bus_id_buses_id_fk";
--> statement-breakpoint
ALTER TABLE "bus_charges" DROP CONSTRAINT "bus_charges_category_id_bus_fee_categories_id_fk";
--> statement-breakpoint
ALTER TABLE "bus_charges" DROP CONSTRAINT "bus_charges_entry_fk";
--> statement-breakpoint
ALTER TABLE "bus_fee_categories" DROP CONSTRAINT "bus_fee_categories_zone_id_bus_zones_id_fk";
--> statement-breakpoint
ALTER TABLE "buses" DROP CONSTRAINT "buses_driver_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "attendance_changes" DROP CONSTRAINT "attendance_changes_sheet_id_attendance_sheets_id_fk";
--> statement-breakpoint
ALTER TABLE "attendance_changes" DROP CONSTRAINT "attendance_changes_student_id_students_id_fk";
--> statement-breakpoint
ALTER TABLE "attendance_changes" DROP CONSTRAINT "attendance_changes_from_code_id_attendance_codes_id_fk";
--> statement-breakpoint
ALTER TABLE "attendance_changes" DROP CONSTRAINT "attendance_changes_code_id_attendance_codes_id_fk";
--> statement-breakpoint
ALTER TABLE "attendance_changes" DROP CONSTRAINT "attendance_changes_changed_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "attendance_marks" DROP CONSTRAINT "attendance_marks_sheet_id_attendance_sheets_id_fk";
--> statement-breakpoint
ALTER TABLE "attendance_marks" DROP CONSTRAINT "attendance_marks_student_id_students_id_fk";
--> statement-breakpoint
ALTER TABLE "attendance_marks" DROP CONSTRAINT "attendance_marks_code_id_attendance_codes_id_fk";
--> statement-breakpoint
ALTER TABLE "attendance_marks" DROP CONSTRAINT "attendance_marks_override_code_id_attendance_codes_id_fk";
--> statement-breakpoint
ALTER TABLE "attendance_marks" DROP CONSTRAINT "attendance_marks_override_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "attendance_sheets" DROP CONSTRAINT "attendance_sheets_section_id_sections_id_fk";
--> statement-breakpoint
ALTER TABLE "attendance_sheets" DROP CONSTRAINT "attendance_sheets_taken_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "attendance_sheets" DROP CONSTRAINT "attendance_sheets_updated_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "holidays" DROP CONSTRAINT "holidays_academic_year_id_academic_years_id_fk";
--> statement-breakpoint
ALTER TABLE "timetable_entries" DROP CONSTRAINT "timetable_entries_academic_year_id_academic_years_id_fk";
--> statement-breakpoint
ALTER TABLE "timetable_entries" DROP CONSTRAINT "timetable_entries_section_id_sections_id_fk";
--> statement-breakpoint
ALTER TABLE "timetable_entries" DROP CONSTRAINT "timetable_entries_period_id_timetable_periods_id_fk";
--> statement-breakpoint
ALTER TABLE "timetable_entries" DROP CONSTRAINT "timetable_entries_subject_id_subjects_id_fk";
--> statement-breakpoint
ALTER TABLE "timetable_entries" DROP CONSTRAINT "timetable_entries_teacher_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "timetable_entries" DROP CONSTRAINT "timetable_entries_room_id_rooms_id_fk";
--> statement-breakpoint
ALTER TABLE "timetable_generations" DROP CONSTRAINT "timetable_generations_academic_year_id_academic_years_id_fk";
--> statement-breakpoint
ALTER TABLE "timetable_generations" DROP CONSTRAINT "timetable_generations_requested_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "timetable_requirements" DROP CONSTRAINT "timetable_requirements_section_id_sections_id_fk";
--> statement-breakpoint
ALTER TABLE "timetable_requirements" DROP CONSTRAINT "timetable_requirements_subject_id_subjects_id_fk";
--> statement-breakpoint
ALTER TABLE "timetable_requirements" DROP CONSTRAINT "timetable_requirements_teacher_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "timetable_unavailability" DROP CONSTRAINT "timetable_unavailability_teacher_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "timetable_unavailability" DROP CONSTRAINT "timetable_unavailability_room_id_rooms_id_fk";
--> statement-breakpoint
ALTER TABLE "timetable_unavailability" DROP CONSTRAINT "timetable_unavailability_period_id_timetable_periods_id_fk";
--> statement-breakpoint
ALTER TABLE "exam_card_remarks" DROP CONSTRAINT "exam_card_remarks_exam_id_exams_id_fk";
--> statement-breakpoint
ALTER TABLE "exam_card_remarks" DROP CONSTRAINT "exam_card_remarks_student_id_students_id_fk";
--> statement-breakpoint
ALTER TABLE "exam_card_remarks" DROP CONSTRAINT "exam_card_remarks_updated_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "exam_mark_sheets" DROP CONSTRAINT "exam_mark_sheets_exam_subject_id_exam_subjects_id_fk";
--> statement-breakpoint
ALTER TABLE "exam_mark_sheets" DROP CONSTRAINT "exam_mark_sheets_section_id_sections_id_fk";
--> statement-breakpoint
ALTER TABLE "exam_mark_sheets" DROP CONSTRAINT "exam_mark_sheets_updated_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "exam_results" DROP CONSTRAINT "exam_results_exam_subject_id_exam_subjects_id_fk";
--> statement-breakpoint
ALTER TABLE "exam_results" DROP CONSTRAINT "exam_results_student_id_students_id_fk";
--> statement-breakpoint
ALTER TABLE "exam_results" DROP CONSTRAINT "exam_results_section_id_sections_id_fk";
--> statement-breakpoint
ALTER TABLE "exam_results" DROP CONSTRAINT "exam_results_entered_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "exam_subjects" DROP CONSTRAINT "exam_subjects_exam_id_exams_id_fk";
--> statement-breakpoint
ALTER TABLE "exam_subjects" DROP CONSTRAINT "exam_subjects_class_id_classes_id_fk";
--> statement-breakpoint
ALTER TABLE "exam_subjects" DROP CONSTRAINT "exam_subjects_subject_id_subjects_id_fk";
--> statement-breakpoint
ALTER TABLE "exam_subjects" DROP CONSTRAINT "exam_subjects_grading_system_id_grading_systems_id_fk";
--> statement-breakpoint
ALTER TABLE "exams" DROP CONSTRAINT "exams_academic_year_id_academic_years_id_fk";
--> statement-breakpoint
ALTER TABLE "exams" DROP CONSTRAINT "exams_exam_type_id_exam_types_id_fk";
--> statement-breakpoint
ALTER TABLE "exams" DROP CONSTRAINT "exams_grading_system_id_grading_systems_id_fk";
--> statement-breakpoint
ALTER TABLE "report_cards" DROP CONSTRAINT "report_cards_exam_id_exams_id_fk";
--> statement-breakpoint
ALTER TABLE "report_cards" DROP CONSTRAINT "report_cards_section_id_sections_id_fk";
--> statement-breakpoint
ALTER TABLE "report_cards" DROP CONSTRAINT "report_cards_student_id_students_id_fk";
--> statement-breakpoint
ALTER TABLE "report_cards" DROP CONSTRAINT "report_cards_issued_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "portal_seen" DROP CONSTRAINT "portal_seen_student_id_students_id_fk";
--> statement-breakpoint
-- The old keys: `id` alone, and the (id, school_id) uniques the ledger's references used.
ALTER TABLE "accounts" DROP CONSTRAINT "accounts_id_school_uq";
--> statement-breakpoint
ALTER TABLE "journal_entries" DROP CONSTRAINT "journal_entries_id_school_uq";
--> statement-breakpoint
ALTER TABLE "journal_entries" DROP CONSTRAINT "journal_entries_id_school_date_uq";
--> statement-breakpoint
DROP INDEX "journal_entries_reverses_uq";
--> statement-breakpoint
DROP INDEX "journal_lines_entry_line_uq";
--> statement-breakpoint
DROP INDEX "checks_entry_uq";
--> statement-breakpoint
DROP INDEX "receipts_entry_uq";
--> statement-breakpoint
DROP INDEX "payslip_items_instalment_uq";
--> statement-breakpoint
DROP INDEX "payslips_run_employee_uq";
--> statement-breakpoint
DROP INDEX "recoveries_entry_uq";
--> statement-breakpoint
DROP INDEX "recovery_instalments_seq_uq";
--> statement-breakpoint
DROP INDEX "bus_assignments_open_uq";
--> statement-breakpoint
DROP INDEX "bus_fee_categories_zone_name_uq";
--> statement-breakpoint
DROP INDEX "exam_mark_sheets_paper_section_uq";
--> statement-breakpoint
DROP INDEX "exam_subjects_exam_class_subject_uq";
--> statement-breakpoint
DROP INDEX "report_cards_exam_student_version_uq";
--> statement-breakpoint
ALTER TABLE "attendance_marks" DROP CONSTRAINT "attendance_marks_sheet_id_student_id_pk";
--> statement-breakpoint
ALTER TABLE "exam_card_remarks" DROP CONSTRAINT "exam_card_remarks_exam_id_student_id_pk";
--> statement-breakpoint
ALTER TABLE "exam_results" DROP CONSTRAINT "exam_results_exam_subject_id_student_id_pk";
--> statement-breakpoint
ALTER TABLE "portal_accounts" DROP CONSTRAINT "portal_accounts_kind_person_id_pk";
--> statement-breakpoint
ALTER TABLE "portal_seen" DROP CONSTRAINT "portal_seen_kind_person_id_student_id_pk";
--> statement-breakpoint
ALTER TABLE "academic_years" DROP CONSTRAINT "academic_years_pkey";
--> statement-breakpoint
ALTER TABLE "roles" DROP CONSTRAINT "roles_pkey";
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_pkey";
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_pkey";
--> statement-breakpoint
ALTER TABLE "images" DROP CONSTRAINT "images_pkey";
--> statement-breakpoint
ALTER TABLE "classes" DROP CONSTRAINT "classes_pkey";
--> statement-breakpoint
ALTER TABLE "rooms" DROP CONSTRAINT "rooms_pkey";
--> statement-breakpoint
ALTER TABLE "sections" DROP CONSTRAINT "sections_pkey";
--> statement-breakpoint
ALTER TABLE "subjects" DROP CONSTRAINT "subjects_pkey";
--> statement-breakpoint
ALTER TABLE "employees" DROP CONSTRAINT "employees_pkey";
--> statement-breakpoint
ALTER TABLE "parents" DROP CONSTRAINT "parents_pkey";
--> statement-breakpoint
ALTER TABLE "enrolments" DROP CONSTRAINT "enrolments_pkey";
--> statement-breakpoint
ALTER TABLE "performance_notes" DROP CONSTRAINT "performance_notes_pkey";
--> statement-breakpoint
ALTER TABLE "students" DROP CONSTRAINT "students_pkey";
--> statement-breakpoint
ALTER TABLE "accounts" DROP CONSTRAINT "accounts_pkey";
--> statement-breakpoint
ALTER TABLE "journal_entries" DROP CONSTRAINT "journal_entries_pkey";
--> statement-breakpoint
ALTER TABLE "journal_lines" DROP CONSTRAINT "journal_lines_pkey";
--> statement-breakpoint
ALTER TABLE "checks" DROP CONSTRAINT "checks_pkey";
--> statement-breakpoint
ALTER TABLE "deductions" DROP CONSTRAINT "deductions_pkey";
--> statement-breakpoint
ALTER TABLE "payroll_runs" DROP CONSTRAINT "payroll_runs_pkey";
--> statement-breakpoint
ALTER TABLE "payslip_items" DROP CONSTRAINT "payslip_items_pkey";
--> statement-breakpoint
ALTER TABLE "payslips" DROP CONSTRAINT "payslips_pkey";
--> statement-breakpoint
ALTER TABLE "recoveries" DROP CONSTRAINT "recoveries_pkey";
--> statement-breakpoint
ALTER TABLE "recovery_instalments" DROP CONSTRAINT "recovery_instalments_pkey";
--> statement-breakpoint
ALTER TABLE "bus_assignments" DROP CONSTRAINT "bus_assignments_pkey";
--> statement-breakpoint
ALTER TABLE "bus_charges" DROP CONSTRAINT "bus_charges_pkey";
--> statement-breakpoint
ALTER TABLE "bus_fee_categories" DROP CONSTRAINT "bus_fee_categories_pkey";
--> statement-breakpoint
ALTER TABLE "bus_zones" DROP CONSTRAINT "bus_zones_pkey";
--> statement-breakpoint
ALTER TABLE "buses" DROP CONSTRAINT "buses_pkey";
--> statement-breakpoint
ALTER TABLE "attendance_changes" DROP CONSTRAINT "attendance_changes_pkey";
--> statement-breakpoint
ALTER TABLE "attendance_codes" DROP CONSTRAINT "attendance_codes_pkey";
--> statement-breakpoint
ALTER TABLE "attendance_sheets" DROP CONSTRAINT "attendance_sheets_pkey";
--> statement-breakpoint
ALTER TABLE "holidays" DROP CONSTRAINT "holidays_pkey";
--> statement-breakpoint
ALTER TABLE "timetable_entries" DROP CONSTRAINT "timetable_entries_pkey";
--> statement-breakpoint
ALTER TABLE "timetable_generations" DROP CONSTRAINT "timetable_generations_pkey";
--> statement-breakpoint
ALTER TABLE "timetable_periods" DROP CONSTRAINT "timetable_periods_pkey";
--> statement-breakpoint
ALTER TABLE "timetable_requirements" DROP CONSTRAINT "timetable_requirements_pkey";
--> statement-breakpoint
ALTER TABLE "timetable_unavailability" DROP CONSTRAINT "timetable_unavailability_pkey";
--> statement-breakpoint
ALTER TABLE "exam_mark_sheets" DROP CONSTRAINT "exam_mark_sheets_pkey";
--> statement-breakpoint
ALTER TABLE "exam_subjects" DROP CONSTRAINT "exam_subjects_pkey";
--> statement-breakpoint
ALTER TABLE "exam_types" DROP CONSTRAINT "exam_types_pkey";
--> statement-breakpoint
ALTER TABLE "exams" DROP CONSTRAINT "exams_pkey";
--> statement-breakpoint
ALTER TABLE "grading_systems" DROP CONSTRAINT "grading_systems_pkey";
--> statement-breakpoint
ALTER TABLE "report_cards" DROP CONSTRAINT "report_cards_pkey";
--> statement-breakpoint
-- Every key leads with school_id.
ALTER TABLE "academic_years" ADD CONSTRAINT "academic_years_school_id_id_pk" PRIMARY KEY("school_id","id");
--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_school_id_id_pk" PRIMARY KEY("school_id","id");
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_school_id_id_pk" PRIMARY KEY("school_id","id");
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_school_id_id_pk" PRIMARY KEY("school_id","id");
--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_school_id_id_pk" PRIMARY KEY("school_id","id");
--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_school_id_id_pk" PRIMARY KEY("school_id","id");
--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_school_id_id_pk" PRIMARY KEY("school_id","id");
--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_school_id_id_pk" PRIMARY KEY("school_id","id");
--> statement-breakpoint
ALTER TABLE "subjects" ADD CONSTRAINT "subjects_school_id_id_pk" PRIMARY KEY("school_id","id");
--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_school_id_id_pk" PRIMARY KEY("school_id","id");
--> statement-breakpoint
ALTER TABLE "parents" ADD CONSTRAINT "parents_school_id_id_pk" PRIMARY KEY("school_id","id");
--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_school_id_id_pk" PRIMARY KEY("school_id","id");
--> statement-breakpoint
ALTER TABLE "performance_notes" ADD CONSTRAINT "performance_notes_school_id_id_pk" PRIMARY KEY("school_id","id");
--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_school_id_id_pk" PRIMARY KEY("school_id","id");
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_school_id_id_pk" PRIMARY KEY("school_id","id");
--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_school_id_id_pk" PRIMARY KEY("school_id","id");
--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_school_id_id_pk" PRIMARY KEY("school_id","id");
--> statement-breakpoint
ALTER TABLE "checks" ADD CONSTRAINT "checks_school_id_id_pk" PRIMARY KEY("school_id","id");
--> statement-breakpoint
ALTER TABLE "deductions" ADD CONSTRAINT "deductions_school_id_id_pk" PRIMARY KEY("school_id","id");
--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_school_id_id_pk" PRIMARY KEY("school_id","id");
--> statement-breakpoint
ALTER TABLE "payslip_items" ADD CONSTRAINT "payslip_items_school_id_id_pk" PRIMARY KEY("school_id","id");
--> statement-breakpoint
ALTER TABLE "payslips" ADD CONSTRAINT "payslips_school_id_id_pk" PRIMARY KEY("school_id","id");
--> statement-breakpoint
ALTER TABLE "recoveries" ADD CONSTRAINT "recoveries_school_id_id_pk" PRIMARY KEY("school_id","id");
--> statement-breakpoint
ALTER TABLE "recovery_instalments" ADD CONSTRAINT "recovery_instalments_school_id_id_pk" PRIMARY KEY("school_id","id");
--> statement-breakpoint
ALTER TABLE "bus_assignments" ADD CONSTRAINT "bus_assignments_school_id_id_pk" PRIMARY KEY("school_id","id");
--> statement-breakpoint
ALTER TABLE "bus_charges" ADD CONSTRAINT "bus_charges_school_id_entry_id_pk" PRIMARY KEY("school_id","entry_id");
--> statement-breakpoint
ALTER TABLE "bus_fee_categories" ADD CONSTRAINT "bus_fee_categories_school_id_id_pk" PRIMARY KEY("school_id","id");
--> statement-breakpoint
ALTER TABLE "bus_zones" ADD CONSTRAINT "bus_zones_school_id_id_pk" PRIMARY KEY("school_id","id");
--> statement-breakpoint
ALTER TABLE "buses" ADD CONSTRAINT "buses_school_id_id_pk" PRIMARY KEY("school_id","id");
--> statement-breakpoint
ALTER TABLE "attendance_changes" ADD CONSTRAINT "attendance_changes_school_id_id_pk" PRIMARY KEY("school_id","id");
--> statement-breakpoint
ALTER TABLE "attendance_codes" ADD CONSTRAINT "attendance_codes_school_id_id_pk" PRIMARY KEY("school_id","id");
--> statement-breakpoint
ALTER TABLE "attendance_marks" ADD CONSTRAINT "attendance_marks_school_id_sheet_id_student_id_pk" PRIMARY KEY("school_id","sheet_id","student_id");
--> statement-breakpoint
ALTER TABLE "attendance_sheets" ADD CONSTRAINT "attendance_sheets_school_id_id_pk" PRIMARY KEY("school_id","id");
--> statement-breakpoint
ALTER TABLE "holidays" ADD CONSTRAINT "holidays_school_id_id_pk" PRIMARY KEY("school_id","id");
--> statement-breakpoint
ALTER TABLE "timetable_entries" ADD CONSTRAINT "timetable_entries_school_id_id_pk" PRIMARY KEY("school_id","id");
--> statement-breakpoint
ALTER TABLE "timetable_generations" ADD CONSTRAINT "timetable_generations_school_id_id_pk" PRIMARY KEY("school_id","id");
--> statement-breakpoint
ALTER TABLE "timetable_periods" ADD CONSTRAINT "timetable_periods_school_id_id_pk" PRIMARY KEY("school_id","id");
--> statement-breakpoint
ALTER TABLE "timetable_requirements" ADD CONSTRAINT "timetable_requirements_school_id_id_pk" PRIMARY KEY("school_id","id");
--> statement-breakpoint
ALTER TABLE "timetable_unavailability" ADD CONSTRAINT "timetable_unavailability_school_id_id_pk" PRIMARY KEY("school_id","id");
--> statement-breakpoint
ALTER TABLE "exam_card_remarks" ADD CONSTRAINT "exam_card_remarks_school_id_exam_id_student_id_pk" PRIMARY KEY("school_id","exam_id","student_id");
--> statement-breakpoint
ALTER TABLE "exam_mark_sheets" ADD CONSTRAINT "exam_mark_sheets_school_id_id_pk" PRIMARY KEY("school_id","id");
--> statement-breakpoint
ALTER TABLE "exam_results" ADD CONSTRAINT "exam_results_school_id_exam_subject_id_student_id_pk" PRIMARY KEY("school_id","exam_subject_id","student_id");
--> statement-breakpoint
ALTER TABLE "exam_subjects" ADD CONSTRAINT "exam_subjects_school_id_id_pk" PRIMARY KEY("school_id","id");
--> statement-breakpoint
ALTER TABLE "exam_types" ADD CONSTRAINT "exam_types_school_id_id_pk" PRIMARY KEY("school_id","id");
--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_school_id_id_pk" PRIMARY KEY("school_id","id");
--> statement-breakpoint
ALTER TABLE "grading_systems" ADD CONSTRAINT "grading_systems_school_id_id_pk" PRIMARY KEY("school_id","id");
--> statement-breakpoint
ALTER TABLE "report_cards" ADD CONSTRAINT "report_cards_school_id_id_pk" PRIMARY KEY("school_id","id");
--> statement-breakpoint
ALTER TABLE "portal_accounts" ADD CONSTRAINT "portal_accounts_school_id_kind_person_id_pk" PRIMARY KEY("school_id","kind","person_id");
--> statement-breakpoint
ALTER TABLE "portal_seen" ADD CONSTRAINT "portal_seen_school_id_kind_person_id_student_id_pk" PRIMARY KEY("school_id","kind","person_id","student_id");
--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_school_id_date_uq" UNIQUE("school_id","id","entry_date");
--> statement-breakpoint
CREATE INDEX "academic_years_id_idx" ON "academic_years" USING btree ("id");
--> statement-breakpoint
CREATE INDEX "roles_id_idx" ON "roles" USING btree ("id");
--> statement-breakpoint
CREATE INDEX "users_id_idx" ON "users" USING btree ("id");
--> statement-breakpoint
CREATE INDEX "audit_log_id_idx" ON "audit_log" USING btree ("id");
--> statement-breakpoint
CREATE INDEX "images_id_idx" ON "images" USING btree ("id");
--> statement-breakpoint
CREATE INDEX "classes_id_idx" ON "classes" USING btree ("id");
--> statement-breakpoint
CREATE INDEX "rooms_id_idx" ON "rooms" USING btree ("id");
--> statement-breakpoint
CREATE INDEX "sections_id_idx" ON "sections" USING btree ("id");
--> statement-breakpoint
CREATE INDEX "subjects_id_idx" ON "subjects" USING btree ("id");
--> statement-breakpoint
CREATE INDEX "employees_id_idx" ON "employees" USING btree ("id");
--> statement-breakpoint
CREATE INDEX "parents_id_idx" ON "parents" USING btree ("id");
--> statement-breakpoint
CREATE INDEX "enrolments_id_idx" ON "enrolments" USING btree ("id");
--> statement-breakpoint
CREATE INDEX "performance_notes_id_idx" ON "performance_notes" USING btree ("id");
--> statement-breakpoint
CREATE INDEX "students_id_idx" ON "students" USING btree ("id");
--> statement-breakpoint
CREATE INDEX "accounts_id_idx" ON "accounts" USING btree ("id");
--> statement-breakpoint
CREATE INDEX "journal_entries_id_idx" ON "journal_entries" USING btree ("id");
--> statement-breakpoint
CREATE INDEX "journal_lines_id_idx" ON "journal_lines" USING btree ("id");
--> statement-breakpoint
CREATE INDEX "checks_id_idx" ON "checks" USING btree ("id");
--> statement-breakpoint
CREATE INDEX "deductions_id_idx" ON "deductions" USING btree ("id");
--> statement-breakpoint
CREATE INDEX "payroll_runs_id_idx" ON "payroll_runs" USING btree ("id");
--> statement-breakpoint
CREATE INDEX "payslip_items_id_idx" ON "payslip_items" USING btree ("id");
--> statement-breakpoint
CREATE INDEX "payslips_id_idx" ON "payslips" USING btree ("id");
--> statement-breakpoint
CREATE INDEX "recoveries_id_idx" ON "recoveries" USING btree ("id");
--> statement-breakpoint
CREATE INDEX "recovery_instalments_id_idx" ON "recovery_instalments" USING btree ("id");
--> statement-breakpoint
CREATE INDEX "bus_assignments_id_idx" ON "bus_assignments" USING btree ("id");
--> statement-breakpoint
CREATE INDEX "bus_fee_categories_id_idx" ON "bus_fee_categories" USING btree ("id");
--> statement-breakpoint
CREATE INDEX "bus_zones_id_idx" ON "bus_zones" USING btree ("id");
--> statement-breakpoint
CREATE INDEX "buses_id_idx" ON "buses" USING btree ("id");
--> statement-breakpoint
CREATE INDEX "attendance_changes_id_idx" ON "attendance_changes" USING btree ("id");
--> statement-breakpoint
CREATE INDEX "attendance_codes_id_idx" ON "attendance_codes" USING btree ("id");
--> statement-breakpoint
CREATE INDEX "attendance_sheets_id_idx" ON "attendance_sheets" USING btree ("id");
--> statement-breakpoint
CREATE INDEX "holidays_id_idx" ON "holidays" USING btree ("id");
--> statement-breakpoint
CREATE INDEX "timetable_entries_id_idx" ON "timetable_entries" USING btree ("id");
--> statement-breakpoint
CREATE INDEX "timetable_generations_id_idx" ON "timetable_generations" USING btree ("id");
--> statement-breakpoint
CREATE INDEX "timetable_periods_id_idx" ON "timetable_periods" USING btree ("id");
--> statement-breakpoint
CREATE INDEX "timetable_requirements_id_idx" ON "timetable_requirements" USING btree ("id");
--> statement-breakpoint
CREATE INDEX "timetable_unavailability_id_idx" ON "timetable_unavailability" USING btree ("id");
--> statement-breakpoint
CREATE INDEX "exam_mark_sheets_id_idx" ON "exam_mark_sheets" USING btree ("id");
--> statement-breakpoint
CREATE INDEX "exam_subjects_id_idx" ON "exam_subjects" USING btree ("id");
--> statement-breakpoint
CREATE INDEX "exam_types_id_idx" ON "exam_types" USING btree ("id");
--> statement-breakpoint
CREATE INDEX "exams_id_idx" ON "exams" USING btree ("id");
--> statement-breakpoint
CREATE INDEX "grading_systems_id_idx" ON "grading_systems" USING btree ("id");
--> statement-breakpoint
CREATE INDEX "report_cards_id_idx" ON "report_cards" USING btree ("id");
--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_reverses_uq" ON "journal_entries" USING btree ("school_id","reverses_id") WHERE "journal_entries"."reverses_id" is not null;
--> statement-breakpoint
CREATE UNIQUE INDEX "journal_lines_entry_line_uq" ON "journal_lines" USING btree ("school_id","entry_id","line_no");
--> statement-breakpoint
CREATE UNIQUE INDEX "checks_entry_uq" ON "checks" USING btree ("school_id","entry_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_entry_uq" ON "receipts" USING btree ("school_id","entry_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "payslip_items_instalment_uq" ON "payslip_items" USING btree ("school_id","instalment_id") WHERE "payslip_items"."instalment_id" is not null and not "payslip_items"."released" and "payslip_items"."amount" > 0;
--> statement-breakpoint
CREATE UNIQUE INDEX "payslips_run_employee_uq" ON "payslips" USING btree ("school_id","run_id","employee_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "recoveries_entry_uq" ON "recoveries" USING btree ("school_id","entry_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "recovery_instalments_seq_uq" ON "recovery_instalments" USING btree ("school_id","recovery_id","seq");
--> statement-breakpoint
CREATE UNIQUE INDEX "bus_assignments_open_uq" ON "bus_assignments" USING btree ("school_id","student_id") WHERE "bus_assignments"."to_date" is null;
--> statement-breakpoint
CREATE UNIQUE INDEX "bus_fee_categories_zone_name_uq" ON "bus_fee_categories" USING btree ("school_id","zone_id",lower("name"));
--> statement-breakpoint
CREATE UNIQUE INDEX "exam_mark_sheets_paper_section_uq" ON "exam_mark_sheets" USING btree ("school_id","exam_subject_id","section_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "exam_subjects_exam_class_subject_uq" ON "exam_subjects" USING btree ("school_id","exam_id","class_id","subject_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "report_cards_exam_student_version_uq" ON "report_cards" USING btree ("school_id","exam_id","student_id","version");
--> statement-breakpoint
-- References name (school_id, the row): a row of another school cannot be named. A row that did
-- would stop the migration here, which is a tenancy bug to fix by hand, not to carry over.
ALTER TABLE "users" ADD CONSTRAINT "users_employee_id_employees_id_fk" FOREIGN KEY ("school_id","employee_id") REFERENCES "public"."employees"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_next_class_id_classes_id_fk" FOREIGN KEY ("school_id","next_class_id") REFERENCES "public"."classes"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "section_subjects" ADD CONSTRAINT "section_subjects_section_id_sections_id_fk" FOREIGN KEY ("school_id","section_id") REFERENCES "public"."sections"("school_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "section_subjects" ADD CONSTRAINT "section_subjects_subject_id_subjects_id_fk" FOREIGN KEY ("school_id","subject_id") REFERENCES "public"."subjects"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "section_subjects" ADD CONSTRAINT "section_subjects_teacher_id_employees_id_fk" FOREIGN KEY ("school_id","teacher_id") REFERENCES "public"."employees"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_academic_year_id_academic_years_id_fk" FOREIGN KEY ("school_id","academic_year_id") REFERENCES "public"."academic_years"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_class_id_classes_id_fk" FOREIGN KEY ("school_id","class_id") REFERENCES "public"."classes"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_room_id_rooms_id_fk" FOREIGN KEY ("school_id","room_id") REFERENCES "public"."rooms"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_teacher_id_employees_id_fk" FOREIGN KEY ("school_id","teacher_id") REFERENCES "public"."employees"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "subject_classes" ADD CONSTRAINT "subject_classes_subject_id_subjects_id_fk" FOREIGN KEY ("school_id","subject_id") REFERENCES "public"."subjects"("school_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "subject_classes" ADD CONSTRAINT "subject_classes_class_id_classes_id_fk" FOREIGN KEY ("school_id","class_id") REFERENCES "public"."classes"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "user_classes" ADD CONSTRAINT "user_classes_user_id_users_id_fk" FOREIGN KEY ("school_id","user_id") REFERENCES "public"."users"("school_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "user_classes" ADD CONSTRAINT "user_classes_class_id_classes_id_fk" FOREIGN KEY ("school_id","class_id") REFERENCES "public"."classes"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_student_id_students_id_fk" FOREIGN KEY ("school_id","student_id") REFERENCES "public"."students"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_academic_year_id_academic_years_id_fk" FOREIGN KEY ("school_id","academic_year_id") REFERENCES "public"."academic_years"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_class_id_classes_id_fk" FOREIGN KEY ("school_id","class_id") REFERENCES "public"."classes"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_section_id_sections_id_fk" FOREIGN KEY ("school_id","section_id") REFERENCES "public"."sections"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "performance_notes" ADD CONSTRAINT "performance_notes_student_id_students_id_fk" FOREIGN KEY ("school_id","student_id") REFERENCES "public"."students"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "performance_notes" ADD CONSTRAINT "performance_notes_author_id_users_id_fk" FOREIGN KEY ("school_id","author_id") REFERENCES "public"."users"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_parent_id_parents_id_fk" FOREIGN KEY ("school_id","parent_id") REFERENCES "public"."parents"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_parent_fk" FOREIGN KEY ("school_id","parent_id") REFERENCES "public"."accounts"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "closed_periods" ADD CONSTRAINT "closed_periods_closed_by_users_id_fk" FOREIGN KEY ("school_id","closed_by") REFERENCES "public"."users"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_author_id_users_id_fk" FOREIGN KEY ("school_id","author_id") REFERENCES "public"."users"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_reverses_fk" FOREIGN KEY ("school_id","reverses_id") REFERENCES "public"."journal_entries"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_student_id_students_id_fk" FOREIGN KEY ("school_id","student_id") REFERENCES "public"."students"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_employee_id_employees_id_fk" FOREIGN KEY ("school_id","employee_id") REFERENCES "public"."employees"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_entry_fk" FOREIGN KEY ("school_id","entry_id","entry_date") REFERENCES "public"."journal_entries"("school_id","id","entry_date") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_account_fk" FOREIGN KEY ("school_id","account_id") REFERENCES "public"."accounts"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "checks" ADD CONSTRAINT "checks_bank_account_fk" FOREIGN KEY ("school_id","bank_account_id") REFERENCES "public"."accounts"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "checks" ADD CONSTRAINT "checks_entry_fk" FOREIGN KEY ("school_id","entry_id") REFERENCES "public"."journal_entries"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "checks" ADD CONSTRAINT "checks_void_entry_fk" FOREIGN KEY ("school_id","void_entry_id") REFERENCES "public"."journal_entries"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_student_id_students_id_fk" FOREIGN KEY ("school_id","student_id") REFERENCES "public"."students"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_payment_fk" FOREIGN KEY ("school_id","payment_entry_id") REFERENCES "public"."journal_entries"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_charge_fk" FOREIGN KEY ("school_id","charge_entry_id") REFERENCES "public"."journal_entries"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_student_id_students_id_fk" FOREIGN KEY ("school_id","student_id") REFERENCES "public"."students"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_entry_fk" FOREIGN KEY ("school_id","entry_id","entry_date") REFERENCES "public"."journal_entries"("school_id","id","entry_date") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "deductions" ADD CONSTRAINT "deductions_employee_id_employees_id_fk" FOREIGN KEY ("school_id","employee_id") REFERENCES "public"."employees"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_generated_by_users_id_fk" FOREIGN KEY ("school_id","generated_by") REFERENCES "public"."users"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_entry_fk" FOREIGN KEY ("school_id","entry_id") REFERENCES "public"."journal_entries"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_cancel_entry_fk" FOREIGN KEY ("school_id","cancel_entry_id") REFERENCES "public"."journal_entries"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payslip_items" ADD CONSTRAINT "payslip_items_payslip_id_payslips_id_fk" FOREIGN KEY ("school_id","payslip_id") REFERENCES "public"."payslips"("school_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payslip_items" ADD CONSTRAINT "payslip_items_recovery_id_recoveries_id_fk" FOREIGN KEY ("school_id","recovery_id") REFERENCES "public"."recoveries"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payslip_items" ADD CONSTRAINT "payslip_items_instalment_id_recovery_instalments_id_fk" FOREIGN KEY ("school_id","instalment_id") REFERENCES "public"."recovery_instalments"("school_id","id") ON DELETE set null ("instalment_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payslip_items" ADD CONSTRAINT "payslip_items_deduction_id_deductions_id_fk" FOREIGN KEY ("school_id","deduction_id") REFERENCES "public"."deductions"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payslips" ADD CONSTRAINT "payslips_run_id_payroll_runs_id_fk" FOREIGN KEY ("school_id","run_id") REFERENCES "public"."payroll_runs"("school_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payslips" ADD CONSTRAINT "payslips_employee_id_employees_id_fk" FOREIGN KEY ("school_id","employee_id") REFERENCES "public"."employees"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payslips" ADD CONSTRAINT "payslips_paid_entry_fk" FOREIGN KEY ("school_id","paid_entry_id") REFERENCES "public"."journal_entries"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "recoveries" ADD CONSTRAINT "recoveries_employee_id_employees_id_fk" FOREIGN KEY ("school_id","employee_id") REFERENCES "public"."employees"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "recoveries" ADD CONSTRAINT "recoveries_account_fk" FOREIGN KEY ("school_id","account_id") REFERENCES "public"."accounts"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "recoveries" ADD CONSTRAINT "recoveries_entry_fk" FOREIGN KEY ("school_id","entry_id") REFERENCES "public"."journal_entries"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "recovery_instalments" ADD CONSTRAINT "recovery_instalments_recovery_id_recoveries_id_fk" FOREIGN KEY ("school_id","recovery_id") REFERENCES "public"."recoveries"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bus_assignments" ADD CONSTRAINT "bus_assignments_student_id_students_id_fk" FOREIGN KEY ("school_id","student_id") REFERENCES "public"."students"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bus_assignments" ADD CONSTRAINT "bus_assignments_bus_id_buses_id_fk" FOREIGN KEY ("school_id","bus_id") REFERENCES "public"."buses"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bus_assignments" ADD CONSTRAINT "bus_assignments_category_id_bus_fee_categories_id_fk" FOREIGN KEY ("school_id","category_id") REFERENCES "public"."bus_fee_categories"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bus_assignments" ADD CONSTRAINT "bus_assignments_created_by_users_id_fk" FOREIGN KEY ("school_id","created_by") REFERENCES "public"."users"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bus_charges" ADD CONSTRAINT "bus_charges_student_id_students_id_fk" FOREIGN KEY ("school_id","student_id") REFERENCES "public"."students"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bus_charges" ADD CONSTRAINT "bus_charges_bus_id_buses_id_fk" FOREIGN KEY ("school_id","bus_id") REFERENCES "public"."buses"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bus_charges" ADD CONSTRAINT "bus_charges_category_id_bus_fee_categories_id_fk" FOREIGN KEY ("school_id","category_id") REFERENCES "public"."bus_fee_categories"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bus_charges" ADD CONSTRAINT "bus_charges_entry_fk" FOREIGN KEY ("school_id","entry_id") REFERENCES "public"."journal_entries"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bus_fee_categories" ADD CONSTRAINT "bus_fee_categories_zone_id_bus_zones_id_fk" FOREIGN KEY ("school_id","zone_id") REFERENCES "public"."bus_zones"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "buses" ADD CONSTRAINT "buses_driver_id_employees_id_fk" FOREIGN KEY ("school_id","driver_id") REFERENCES "public"."employees"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "attendance_changes" ADD CONSTRAINT "attendance_changes_sheet_id_attendance_sheets_id_fk" FOREIGN KEY ("school_id","sheet_id") REFERENCES "public"."attendance_sheets"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "attendance_changes" ADD CONSTRAINT "attendance_changes_student_id_students_id_fk" FOREIGN KEY ("school_id","student_id") REFERENCES "public"."students"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "attendance_changes" ADD CONSTRAINT "attendance_changes_from_code_id_attendance_codes_id_fk" FOREIGN KEY ("school_id","from_code_id") REFERENCES "public"."attendance_codes"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "attendance_changes" ADD CONSTRAINT "attendance_changes_code_id_attendance_codes_id_fk" FOREIGN KEY ("school_id","code_id") REFERENCES "public"."attendance_codes"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "attendance_changes" ADD CONSTRAINT "attendance_changes_changed_by_users_id_fk" FOREIGN KEY ("school_id","changed_by") REFERENCES "public"."users"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "attendance_marks" ADD CONSTRAINT "attendance_marks_sheet_id_attendance_sheets_id_fk" FOREIGN KEY ("school_id","sheet_id") REFERENCES "public"."attendance_sheets"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "attendance_marks" ADD CONSTRAINT "attendance_marks_student_id_students_id_fk" FOREIGN KEY ("school_id","student_id") REFERENCES "public"."students"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "attendance_marks" ADD CONSTRAINT "attendance_marks_code_id_attendance_codes_id_fk" FOREIGN KEY ("school_id","code_id") REFERENCES "public"."attendance_codes"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "attendance_marks" ADD CONSTRAINT "attendance_marks_override_code_id_attendance_codes_id_fk" FOREIGN KEY ("school_id","override_code_id") REFERENCES "public"."attendance_codes"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "attendance_marks" ADD CONSTRAINT "attendance_marks_override_by_users_id_fk" FOREIGN KEY ("school_id","override_by") REFERENCES "public"."users"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "attendance_sheets" ADD CONSTRAINT "attendance_sheets_section_id_sections_id_fk" FOREIGN KEY ("school_id","section_id") REFERENCES "public"."sections"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "attendance_sheets" ADD CONSTRAINT "attendance_sheets_taken_by_users_id_fk" FOREIGN KEY ("school_id","taken_by") REFERENCES "public"."users"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "attendance_sheets" ADD CONSTRAINT "attendance_sheets_updated_by_users_id_fk" FOREIGN KEY ("school_id","updated_by") REFERENCES "public"."users"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "holidays" ADD CONSTRAINT "holidays_academic_year_id_academic_years_id_fk" FOREIGN KEY ("school_id","academic_year_id") REFERENCES "public"."academic_years"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "timetable_entries" ADD CONSTRAINT "timetable_entries_academic_year_id_academic_years_id_fk" FOREIGN KEY ("school_id","academic_year_id") REFERENCES "public"."academic_years"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "timetable_entries" ADD CONSTRAINT "timetable_entries_section_id_sections_id_fk" FOREIGN KEY ("school_id","section_id") REFERENCES "public"."sections"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "timetable_entries" ADD CONSTRAINT "timetable_entries_period_id_timetable_periods_id_fk" FOREIGN KEY ("school_id","period_id") REFERENCES "public"."timetable_periods"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "timetable_entries" ADD CONSTRAINT "timetable_entries_subject_id_subjects_id_fk" FOREIGN KEY ("school_id","subject_id") REFERENCES "public"."subjects"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "timetable_entries" ADD CONSTRAINT "timetable_entries_teacher_id_employees_id_fk" FOREIGN KEY ("school_id","teacher_id") REFERENCES "public"."employees"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "timetable_entries" ADD CONSTRAINT "timetable_entries_room_id_rooms_id_fk" FOREIGN KEY ("school_id","room_id") REFERENCES "public"."rooms"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "timetable_generations" ADD CONSTRAINT "timetable_generations_academic_year_id_academic_years_id_fk" FOREIGN KEY ("school_id","academic_year_id") REFERENCES "public"."academic_years"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "timetable_generations" ADD CONSTRAINT "timetable_generations_requested_by_users_id_fk" FOREIGN KEY ("school_id","requested_by") REFERENCES "public"."users"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "timetable_requirements" ADD CONSTRAINT "timetable_requirements_section_id_sections_id_fk" FOREIGN KEY ("school_id","section_id") REFERENCES "public"."sections"("school_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "timetable_requirements" ADD CONSTRAINT "timetable_requirements_subject_id_subjects_id_fk" FOREIGN KEY ("school_id","subject_id") REFERENCES "public"."subjects"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "timetable_requirements" ADD CONSTRAINT "timetable_requirements_teacher_id_employees_id_fk" FOREIGN KEY ("school_id","teacher_id") REFERENCES "public"."employees"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "timetable_unavailability" ADD CONSTRAINT "timetable_unavailability_teacher_id_employees_id_fk" FOREIGN KEY ("school_id","teacher_id") REFERENCES "public"."employees"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "timetable_unavailability" ADD CONSTRAINT "timetable_unavailability_room_id_rooms_id_fk" FOREIGN KEY ("school_id","room_id") REFERENCES "public"."rooms"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "timetable_unavailability" ADD CONSTRAINT "timetable_unavailability_period_id_timetable_periods_id_fk" FOREIGN KEY ("school_id","period_id") REFERENCES "public"."timetable_periods"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "exam_card_remarks" ADD CONSTRAINT "exam_card_remarks_exam_id_exams_id_fk" FOREIGN KEY ("school_id","exam_id") REFERENCES "public"."exams"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "exam_card_remarks" ADD CONSTRAINT "exam_card_remarks_student_id_students_id_fk" FOREIGN KEY ("school_id","student_id") REFERENCES "public"."students"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "exam_card_remarks" ADD CONSTRAINT "exam_card_remarks_updated_by_users_id_fk" FOREIGN KEY ("school_id","updated_by") REFERENCES "public"."users"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "exam_mark_sheets" ADD CONSTRAINT "exam_mark_sheets_exam_subject_id_exam_subjects_id_fk" FOREIGN KEY ("school_id","exam_subject_id") REFERENCES "public"."exam_subjects"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "exam_mark_sheets" ADD CONSTRAINT "exam_mark_sheets_section_id_sections_id_fk" FOREIGN KEY ("school_id","section_id") REFERENCES "public"."sections"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "exam_mark_sheets" ADD CONSTRAINT "exam_mark_sheets_updated_by_users_id_fk" FOREIGN KEY ("school_id","updated_by") REFERENCES "public"."users"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "exam_results" ADD CONSTRAINT "exam_results_exam_subject_id_exam_subjects_id_fk" FOREIGN KEY ("school_id","exam_subject_id") REFERENCES "public"."exam_subjects"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "exam_results" ADD CONSTRAINT "exam_results_student_id_students_id_fk" FOREIGN KEY ("school_id","student_id") REFERENCES "public"."students"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "exam_results" ADD CONSTRAINT "exam_results_section_id_sections_id_fk" FOREIGN KEY ("school_id","section_id") REFERENCES "public"."sections"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "exam_results" ADD CONSTRAINT "exam_results_entered_by_users_id_fk" FOREIGN KEY ("school_id","entered_by") REFERENCES "public"."users"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "exam_subjects" ADD CONSTRAINT "exam_subjects_exam_id_exams_id_fk" FOREIGN KEY ("school_id","exam_id") REFERENCES "public"."exams"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "exam_subjects" ADD CONSTRAINT "exam_subjects_class_id_classes_id_fk" FOREIGN KEY ("school_id","class_id") REFERENCES "public"."classes"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "exam_subjects" ADD CONSTRAINT "exam_subjects_subject_id_subjects_id_fk" FOREIGN KEY ("school_id","subject_id") REFERENCES "public"."subjects"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "exam_subjects" ADD CONSTRAINT "exam_subjects_grading_system_id_grading_systems_id_fk" FOREIGN KEY ("school_id","grading_system_id") REFERENCES "public"."grading_systems"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_academic_year_id_academic_years_id_fk" FOREIGN KEY ("school_id","academic_year_id") REFERENCES "public"."academic_years"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_exam_type_id_exam_types_id_fk" FOREIGN KEY ("school_id","exam_type_id") REFERENCES "public"."exam_types"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_grading_system_id_grading_systems_id_fk" FOREIGN KEY ("school_id","grading_system_id") REFERENCES "public"."grading_systems"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "report_cards" ADD CONSTRAINT "report_cards_exam_id_exams_id_fk" FOREIGN KEY ("school_id","exam_id") REFERENCES "public"."exams"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "report_cards" ADD CONSTRAINT "report_cards_section_id_sections_id_fk" FOREIGN KEY ("school_id","section_id") REFERENCES "public"."sections"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "report_cards" ADD CONSTRAINT "report_cards_student_id_students_id_fk" FOREIGN KEY ("school_id","student_id") REFERENCES "public"."students"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "report_cards" ADD CONSTRAINT "report_cards_issued_by_users_id_fk" FOREIGN KEY ("school_id","issued_by") REFERENCES "public"."users"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "portal_seen" ADD CONSTRAINT "portal_seen_student_id_students_id_fk" FOREIGN KEY ("school_id","student_id") REFERENCES "public"."students"("school_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
-- The rules' own look-ups name the school too: the indexes they used now lead with school_id.
CREATE OR REPLACE FUNCTION check_entry_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  entry bigint;
  debits numeric;
  credits numeric;
BEGIN
  -- Each branch is planned only when it runs: NEW has "id" on entries, "entry_id" on lines.
  IF TG_TABLE_NAME = 'journal_entries' THEN
    entry := NEW.id;
  ELSE
    entry := NEW.entry_id;
  END IF;
  SELECT coalesce(sum(debit), 0), coalesce(sum(credit), 0) INTO debits, credits
    FROM journal_lines WHERE school_id = NEW.school_id AND entry_id = entry;
  IF debits <> credits OR debits <= 0 THEN
    RAISE EXCEPTION 'journal entry % does not balance: debits %, credits %', entry, debits, credits
      USING ERRCODE = 'SD422';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refuse_closed_exam_marks() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  paper bigint := coalesce(NEW.exam_subject_id, OLD.exam_subject_id);
  school bigint := coalesce(NEW.school_id, OLD.school_id);
BEGIN
  IF EXISTS (SELECT 1 FROM exam_subjects es JOIN exams e ON e.school_id = es.school_id AND e.id = es.exam_id
             WHERE es.school_id = school AND es.id = paper AND e.status = 'Closed') THEN
    RAISE EXCEPTION 'the exam is closed: its marks are locked' USING ERRCODE = 'SD423';
  END IF;
  RETURN coalesce(NEW, OLD);
END
$$;
