// The toolkits feature's dashboard panels for the shell's lazy dashboard page (none loads with `/`).
export { toolkitDashboardPanels } from './dashboard-panels';
