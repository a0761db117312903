export const Footer = () => <footer />
