/** The studio's frame: a light, dense tool around the canvas. */
export const studioCss = `
.studio-login { display: grid; place-items: center; min-height: 100vh; margin: 0; background: #f4f4f6; color: #1c1d29; font-family: system-ui, sans-serif; }
.studio-login__form { display: flex; flex-direction: column; gap: 0.5rem; width: min(24rem, calc(100vw - 2rem)); padding: 2rem; border-radius: 12px; background: #ffffff; box-shadow: 0 0.5rem 2rem rgba(0, 0, 0, 0.1); }
.studio-login__form h1 { margin: 0 0 0.25rem; }
.studio-login__form input { padding: 0.6rem 0.75rem; border: 1px solid #c8c8d0; border-radius: 8px; font: inherit; }
.studio-login__form button { margin-top: 0.75rem; padding: 0.7rem; border: none; border-radius: 8px; background: #1c1d29; color: #ffffff; font: inherit; font-weight: 600; cursor: pointer; }
.studio-login__error { margin: 0; color: #b3261e; }
.studio-login__check { display: flex; align-items: center; gap: 0.5rem; margin-top: 0.25rem; }
/* 'Forgot password?': a quiet text button under Log in. */
.studio-login__forgot { display: flex; flex-direction: column; gap: 0.5rem; }
.studio-login__form .studio-login__quiet { align-self: center; margin-top: 0.25rem; padding: 0.25rem; background: none; color: #3b5bdb; font-weight: 500; text-decoration: underline; }
.studio-login__forgot p { margin: 0; color: #4a4b5c; }
.studio-login__fields { display: flex; flex-direction: column; gap: 0.5rem; }
.studio-login__link { margin-top: 0.75rem; padding: 0.7rem; border-radius: 8px; background: #1c1d29; color: #ffffff; font-weight: 600; text-align: center; text-decoration: none; }
.studio { display: grid; grid-template-rows: auto 1fr; min-height: 100vh; background: #f4f4f6; color: #1c1d29; font-family: system-ui, sans-serif; }
.studio-topbar { display: flex; align-items: center; gap: 1rem; padding: 0.5rem 1rem; background: #ffffff; border-bottom: 1px solid #e2e2e8; }
`;
