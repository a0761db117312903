export const HelpBlock = () => <aside />
