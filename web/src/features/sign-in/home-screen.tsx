export const HomeScreen = () => <h1>Home</h1>
