/**
 * The projects of orval.config.ts (which holds itself to this list): generation runs each in a process of its own,
 * side by side on both cores, where one process would generate them one after the other on one.
 */
export const ORVAL_PROJECTS = ['hooks', 'validators'] as const;
