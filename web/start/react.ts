// The app's first stage (web/start.ts imports the stages in order, each evaluated in a task of its
// own; scripts/vite-route-chunks.ts gives each its chunk): React and its DOM renderer.
export { StrictMode } from 'react'
export { createRoot, hydrateRoot } from 'react-dom/client'
