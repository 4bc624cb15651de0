// The profile feature as other features use it: avatars are stored and addressed one way.
export { avatarUrl, saveAvatar } from './queries'
