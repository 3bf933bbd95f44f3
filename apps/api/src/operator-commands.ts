import type { OperatorArea } from './platform/operator';
import { coachingCommands } from './modules/coaching/coaching.commands';
import { rewardsCommands } from './modules/rewards/rewards.commands';

/** Every area's operator commands, in the order `help` lists them. */
export const operatorAreas: OperatorArea[] = [coachingCommands, rewardsCommands];
