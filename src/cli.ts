#!/usr/bin/env node
console.log("gauntlet");
