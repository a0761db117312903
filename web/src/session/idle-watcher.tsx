export const IdleWatcher = () => null
