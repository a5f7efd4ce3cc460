// The solver's public face: the game, the CLI and the worker import from here.
export { type Budget, type Goal, type SolveResult, type Verdict, DEFAULT_MAX_NODES, Search } from './search.ts';
export { Solver, solve } from './solver.ts';
export { type Reach, canReachFoundation } from './dead-end.ts';
export { type Hint, type HintOptions, type VisibleView, hint, hintSteps, sampleState, unseenCards, visibleView } from './hint.ts';
export { type ChallengeOffer, type LevelOffer, type SolverJob, type SolverRequest, type SolverResponse, SLICE_NODES, handleSolverRequest } from './requests.ts';
export { quantile, wilson } from './stats.ts';
