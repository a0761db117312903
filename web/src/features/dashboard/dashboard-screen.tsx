export const DashboardScreen = () => <h1>Dashboard</h1>
