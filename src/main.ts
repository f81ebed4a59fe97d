console.log("review gauntlet action");
