import type { OperatorArea } from './platform/operator';
import { coachingCommands } from './modules/coaching/coaching.commands';
import { communityCommands } from './modules/community/community.commands';
import { rewardsCommands } from './modules/rewards/rewards.commands';
import { schoolsCommands } from './modules/schools/schools.commands';

/** Every area's operator commands, in the order `help` lists them. */
export const operatorAreas: OperatorArea[] = [coachingCommands, schoolsCommands, rewardsCommands, communityCommands];
