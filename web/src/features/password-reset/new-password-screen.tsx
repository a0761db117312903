export const NewPasswordScreen = () => <h1>New password</h1>
