// The profile feature as the rest of the server sees it: avatars are stored and addressed one way
// (management saves a new user's photo with saveAvatar and shows it with avatarUrl), and the
// composition root wires the service and the routes.
export { avatarUrl, saveAvatar } from './queries'
export { profileRoutes } from './routes'
export { createProfileService } from './service'
