export * from './game-lines'
export * from './game-roles'
export * from './pearson'
export * from './role-pair-samples'
