/** What the shell hands the screens inside it (`useOutletContext<ShellOutletContext>()`). */
export interface ShellOutletContext {
  /** Opens the phone's side menu (the dashboard does so on the first mobile visit). */
  openMobileSidebar: () => void;
}
