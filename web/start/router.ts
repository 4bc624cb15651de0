// The app's second stage (web/start.ts): the router.
export { createBrowserRouter, RouterProvider } from 'react-router'
