// What the other features of this remote may use of favorites: the save control shown beside a gem.
export { SaveGemControl } from './components/SaveGemControl';
