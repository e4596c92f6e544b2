import './lib/zod-config';
import { startApp } from './app/app';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

void startApp(root);
