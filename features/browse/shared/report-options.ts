// The Report a problem form's options, shared by the API and the dialog (no zod here: the dialog bundles this).
import { RESOURCE_REPORT_REASONS, type ResourceReportReason } from './resource-reports';

export { RESOURCE_REPORT_REASONS, type ResourceReportReason };

export const REPORT_NOTE_MAX = 500;
/** A report body is tiny: a reason, an id and at most 500 characters of note. */
export const REPORT_BODY_BYTES = 4096;
