export { LocationPerformancePage } from './LocationPerformancePage';
export { TargetScorePage } from './TargetScorePage';
