// The profile feature: its descriptor, and avatars, stored and addressed one way (management saves
// a new user's photo with saveAvatar and shows it with avatarUrl).
export { profileFeature } from './feature'
export { avatarUrl, saveAvatar } from './queries'
