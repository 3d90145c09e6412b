// The reasons a resource can be reported for, shared by the resource_reports table and the browse feature's form.
export const RESOURCE_REPORT_REASONS = ['broken-link', 'wrong-category', 'outdated', 'other'] as const;
export type ResourceReportReason = (typeof RESOURCE_REPORT_REASONS)[number];

export const RESOURCE_REPORT_STATUSES = ['open', 'resolved'] as const;
export type ResourceReportStatus = (typeof RESOURCE_REPORT_STATUSES)[number];
