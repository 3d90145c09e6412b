// The dashboard feature's own panels (account safety) for the shell's lazy dashboard page.
export { accountSafetyDashboardPanels } from './account-safety-panels';
